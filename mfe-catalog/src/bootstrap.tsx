import { mountStandalone } from '@driveratlas/platform/standalone';
import Routes from './routes';

mountStandalone(Routes);
