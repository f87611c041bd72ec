import Card from '../../../components/Card';

const RESPONSE_TIMES = [
  { topic: 'Technical Support', time: '24-48 hours' },
  { topic: 'Driver Information', time: '1-2 business days' },
  { topic: 'Website Issues', time: '24-48 hours' },
  { topic: 'General Inquiries', time: '24-48 hours' },
];

export default function ResponseTimes() {
  return (
    <Card title={<h2 className="contact__card-title">Expected Response Times</h2>}>
      <dl className="contact__response-times">
        {RESPONSE_TIMES.map(({ topic, time }) => (
          <div key={topic}>
            <dt>{topic}</dt>
            <dd>{time}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
