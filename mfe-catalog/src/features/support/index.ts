// The Support Center's cards.
import './components/support.css'; // the classes of the page that composes this feature
export { default as CommonIssues } from './components/CommonIssues';
export { default as InstallationGuide } from './components/InstallationGuide';
export { default as ProTips } from './components/ProTips';
export { default as QuickActions } from './components/QuickActions';
export { default as ServiceStatus } from './components/ServiceStatus';
export { default as SystemHealthCheck } from './components/SystemHealthCheck';
export { default as SystemRequirements } from './components/SystemRequirements';
