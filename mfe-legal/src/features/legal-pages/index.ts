// The legal texts and the page that shows one.
export { LegalDocumentPage, type Widgets } from './components/LegalDocumentPage';
