// Standalone development page; in the site, the shell loads this remote's exposed modules instead.
import('./bootstrap');
