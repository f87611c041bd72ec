import type { RouteAction } from '@driveratlas/site-contracts';
import { consentAction } from './features/consent/consent-action';
import { rightsRequestAction } from './features/rights-request/rights-request-action';

/**
 * The actions of this remote's routes: what their forms' posts do when sent before the page's scripts have run or
 * without them (the consent banner's, shown on every page, posts to a path of its own). In the server build only
 * (`actions` in webpack.config.js), where the gateway finds them.
 */
const actions: RouteAction[] = [consentAction, rightsRequestAction];

export default actions;
