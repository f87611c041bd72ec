import { StarFilled, StarOutlined } from '@ant-design/icons';

const STARS = [1, 2, 3, 4, 5];

/** A rating out of 5: stars for the eye, "4/5" for everyone. */
export function DriverRating({ rating }: { rating: number }) {
  return (
    <span className="driver-card__rating">
      <span className="driver-card__stars" aria-hidden="true">
        {STARS.map((star) => (star <= rating ? <StarFilled key={star} /> : <StarOutlined key={star} />))}
      </span>
      <span>{rating}/5</span>
    </span>
  );
}
