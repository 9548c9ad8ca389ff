/**
 * The room's photos full-screen (issue #12), by keyboard (arrows, Escape) and by touch (swipe,
 * pinch via the library's gestures). Loaded on first use only, so the room page's first
 * JavaScript does not grow: RoomSlider imports this module lazily.
 */
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

export default function RoomLightbox({
  title,
  images,
  index,
  onClose,
}: {
  title: string;
  images: string[];
  index: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      plugins={[Counter]}
      slides={images.map((src, i) => ({ src, alt: `${title}: photo ${i + 1} of ${images.length}` }))}
      carousel={{ finite: images.length <= 1 }}
      labels={{ Lightbox: `Photos of ${title}`, Close: 'Close full-screen photos', Previous: 'Previous photo', Next: 'Next photo' }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
