export { SessionProvider, useSession, type SessionStatus } from './session';
export { SignInCard } from './SignInCard';
export { SessionEndedDialog } from './SessionEndedDialog';
