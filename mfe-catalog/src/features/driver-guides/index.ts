// The driver installation guides, common issues and safety tips, and the scroll to a guide's #anchor.
import './components/driver-guides.css'; // the classes of the page that composes this feature
export { COMMON_ISSUES, SAFETY_TIPS } from './common-issues';
export { default as GuideCard } from './components/GuideCard';
export { GUIDES } from './guides';
export { useScrollToHash } from './use-scroll-to-hash';
