/**
 * Room detail and booking (docs/product/screens.md#room-detail, route /room/:id, login required).
 * Data: the room and its reviews, each from its own query; reservations are fetched on each
 * availability check.
 */
import { FiStar, FiUsers } from 'react-icons/fi';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import { formatAverageRating } from '#shared/domain/rating.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import { useReviews } from '../api/use-reviews.ts';
import { useRoom } from '../api/use-room.ts';
import { useToggleLike } from '../api/use-toggle-like.ts';
import { BookingPanel } from '#web/features/bookings/public/booking-panel.tsx';
import { PaymentOverlay } from '#web/features/payments/public/payment-overlay.tsx';
import { PriceCard } from '../components/price-card.tsx';
import { ReviewsSection } from '../components/reviews-section.tsx';
import { RoomDescription } from '../components/room-description.tsx';
import { RoomSlider } from '../components/room-slider.tsx';
import { SpecialFeatures } from '../components/special-features.tsx';
import { recallStay, stayQuery } from '#web/features/bookings/public/remembered-stay.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/** Navigation state of a room page: bumped to start the date panel afresh from the URL's dates. */
interface StayRestartState {
  stayRestart?: number;
}

function RoomProblem({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-base-content/75">{text}</p>
      <Link to={paths.rooms} className="btn btn-primary mt-2">
        See all rooms
      </Link>
    </div>
  );
}

/** The /room/:id page. */
export default function RoomDetailPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const room = useRoom(id);
  const reviews = useReviews(id);
  const toggleLike = useToggleLike(id, user?._id);

  // Availability is always checked afresh, so the released hold needs no cache reset here.
  // Try Again keeps the dates the guest had chosen before leaving for the gateway.
  const restart = (location.state as StayRestartState | null)?.stayRestart ?? 0;
  const tryAgain = () =>
    navigate(`${location.pathname}${stayQuery(recallStay(id))}`, {
      replace: true,
      state: { stayRestart: restart + 1 } satisfies StayRestartState,
    });
  const initialStay = { checkIn: searchParams.get('checkIn'), checkOut: searchParams.get('checkOut') };

  const overlay = <PaymentOverlay errorMsg={searchParams.get('errorMsg')} tranId={searchParams.get('tranId')} onClose={tryAgain} />;

  if (room.isPending) {
    return (
      <>
        <PageTitle text="Room · Hotel Booking" />
        {/* A full screen, so the footer stays below the fold until the room arrives (layout shift). */}
        <Spinner label="Loading room…" className="min-h-screen" />
        {overlay}
      </>
    );
  }
  if (room.isError) {
    const notFound = hasErrorCode(room.error, 'NOT_FOUND');
    return (
      <>
        <PageTitle text={`${notFound ? 'Room not found' : 'Room'} · Hotel Booking`} />
        {notFound ? (
          <RoomProblem title="Room not found" text="This room does not exist or is no longer offered." />
        ) : (
          <RoomProblem title="The room could not be loaded" text={room.error.message || 'Please try again in a moment.'} />
        )}
        {overlay}
      </>
    );
  }

  const data = room.data;
  const images = [data.image, ...data.gallery].filter(Boolean);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle text={`${data.title} · Hotel Booking`} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{data.title}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-base-content/80">
          <span className="badge badge-outline">{humanizeCategory(data.category)}</span>
          <span className="inline-flex items-center gap-1">
            <FiUsers aria-hidden="true" /> {data.capacity} {data.capacity === 1 ? 'guest' : 'guests'}
          </span>
          <span className="inline-flex items-center gap-1">
            <FiStar aria-hidden="true" /> {formatAverageRating(data.averageRating, data.reviewCount)}
            {data.reviewCount > 0 && ` (${data.reviewCount} ${data.reviewCount === 1 ? 'review' : 'reviews'})`}
          </span>
        </p>
      </header>

      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* min-w-0: Swiper measures its parent; an auto-sized grid item would grow with the slides. */}
        <div className="flex min-w-0 flex-col gap-8">
          <RoomSlider title={data.title} images={images} />
          <RoomDescription description={data.description} />
        </div>
        <aside aria-label="Price and booking" className="flex min-w-0 flex-col gap-6">
          <PriceCard
            price={data.price}
            capacity={data.capacity}
            likes={data.likes}
            isLiked={data.isLiked}
            likeBusy={toggleLike.isPending}
            onToggleLike={(like) => toggleLike.mutate(like)}
          >
            <BookingPanel
              roomId={data._id}
              roomName={data.title}
              pricePerNight={data.price}
              user={user}
              // Try Again starts the panel afresh with the stay it put in the URL; the panel's own
              // writes of its dates into the URL (which keep the navigation state) do not.
              key={restart}
              initialStay={initialStay}
            />
          </PriceCard>
          <SpecialFeatures facilities={data.facilities} />
        </aside>
      </div>

      <ReviewsSection reviews={reviews.data} loading={reviews.isPending} error={reviews.error} />

      {overlay}
    </div>
  );
}
