import { ClockCircleOutlined } from '@ant-design/icons';
import { CATEGORIES, MANUFACTURERS } from '@driveratlas/driver-domain';
import { Link } from 'react-router-dom';
import type { Guide } from '../guides';
import Card from '../../../components/Card';
import './driver-guides.css';

/** One installation guide: difficulty, time, numbered steps and where to get the driver. */
export default function GuideCard({ guide }: { guide: Guide }) {
  const { id, title, icon: Icon, difficulty, time, summary, steps, category, sources } = guide;
  const categoryRoute = CATEGORIES.find((c) => c.name === category)?.route;
  return (
    <Card
      id={id}
      className="driver-guides__guide"
      title={
        <h2 className="driver-guides__card-title">
          <Icon aria-hidden /> {title}
        </h2>
      }
    >
      <p className="driver-guides__badges">
        <span className={`driver-guides__badge driver-guides__badge--${difficulty.toLowerCase()}`}>Difficulty: {difficulty}</span>
        <span className="driver-guides__badge">
          <ClockCircleOutlined aria-hidden /> Time: {time}
        </span>
      </p>
      <p>{summary}</p>
      <ol className="driver-guides__steps">
        {steps.map((step) => (
          <li key={step.title}>
            <h3 className="driver-guides__step-title">{step.title}</h3>
            <p>{step.detail}</p>
          </li>
        ))}
      </ol>
      <p className="driver-guides__sources">
        Get the driver from the official download page:{' '}
        {MANUFACTURERS.filter((maker) => sources.includes(maker.slug)).map((maker, index) => (
          <span key={maker.slug}>
            {index > 0 && ', '}
            <a href={maker.supportUrl} rel="noopener noreferrer">
              {maker.name}
            </a>
          </span>
        ))}
        {categoryRoute && (
          <>
            {' · '}
            <Link to={categoryRoute}>Find {title.toLowerCase()}</Link>
          </>
        )}
      </p>
    </Card>
  );
}
