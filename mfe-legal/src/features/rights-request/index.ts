// The privacy rights request form of /consumer-rights.
export { RightsRequestForm } from './components/RightsRequestForm';
