export { AuditLogTab } from './AuditLogTab';
