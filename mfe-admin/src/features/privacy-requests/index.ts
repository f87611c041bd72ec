export { PrivacyRequestsTab } from './PrivacyRequestsTab';
