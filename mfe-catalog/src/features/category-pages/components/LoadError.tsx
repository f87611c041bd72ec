import { Alert, Button } from 'antd';

/** The spec shows no handling for a failed list; this says so plainly and offers to load it again. */
export default function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="The drivers could not be loaded"
      description="Something went wrong while loading this list. Please check your connection and try again."
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}
