// react-router-dom re-exports react-router: its shared copy is the shared react-router selection
// (this import is itself consumed from the share scope), so both names reach one router instance.
export * from 'react-router';
