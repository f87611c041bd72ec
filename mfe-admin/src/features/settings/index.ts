export { SettingsTab } from './SettingsTab';
