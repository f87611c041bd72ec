// Style sheets imported for their side effect, injected by the shared webpack setup.
declare module '*.css';
