import type { RouteAction } from '@driveratlas/site-contracts';
import { contactAction } from './features/contact/contact-action';
import { deviceListAction } from './features/my-pc/device-list-action';

/**
 * The actions of this remote's routes: what their forms' posts do when sent before the page's scripts have run or
 * without them. In the server build only (`actions` in webpack.config.js), where the gateway finds them.
 */
const actions: RouteAction[] = [contactAction, deviceListAction];

export default actions;
