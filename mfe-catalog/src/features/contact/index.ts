// The contact form and the contact page's cards.
export { default as ContactForm } from './components/ContactForm';
export { default as GetInTouch } from './components/GetInTouch';
export { default as QuickHelp } from './components/QuickHelp';
export { default as ResponseTimes } from './components/ResponseTimes';
