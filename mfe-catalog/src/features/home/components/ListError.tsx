import { Alert, Button } from 'antd';

/** The spec shows no handling for a failed list; this says which one failed and offers to load it again. */
export default function ListError({ what, retrying, onRetry }: { what: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`The ${what} could not be loaded`}
      description="Something went wrong while loading this list. Please check your connection and try again."
      action={
        <Button onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      }
    />
  );
}
