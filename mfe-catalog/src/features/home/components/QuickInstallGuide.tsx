import { Link } from 'react-router-dom';
import '../../../components/step-list.css';
import './home.css';

const STEPS = [
  { title: 'Identify your device', text: 'Note the exact model and your Windows version, or use Auto-Detect.' },
  { title: 'Download from the official source', text: "Get the driver from the manufacturer's own website only." },
  { title: 'Run the installer', text: 'Right-click the file, choose Run as administrator and follow the steps.' },
  { title: 'Restart and check', text: 'Restart your PC and check that the device works.' },
];

/** Four short installation steps, with the way to the full guide. */
export default function QuickInstallGuide() {
  return (
    <section className="home__section home__panel" aria-labelledby="home-install-guide">
      <h2 id="home-install-guide">Quick Installation Guide</h2>
      <ol className="home-steps">
        {STEPS.map(({ title, text }, index) => (
          <li key={title} className="home-steps__step">
            <span className="step-number" aria-hidden>
              {index + 1}
            </span>
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="home__more">
        <Link to="/support">Read the full installation guide in the Support Center</Link>
      </p>
    </section>
  );
}
