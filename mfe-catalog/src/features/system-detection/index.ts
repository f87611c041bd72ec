// The system detection dialog (also exposed to the shell as ./SystemDetectionDialog).
export { default as SystemDetectionDialog, type SystemDetectionDialogProps } from './components/SystemDetectionDialog';
export { detectSystem, type DetectedSystem } from './detect-system';
