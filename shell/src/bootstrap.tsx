import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadStartupConfig } from './app/startup-config';
import './styles.css';

loadStartupConfig().then((config) => {
  createRoot(document.getElementById('root')!).render(<App config={config} />);
});
