export { MessagesTab } from './MessagesTab';
