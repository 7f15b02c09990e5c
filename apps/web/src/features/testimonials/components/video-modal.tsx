import { useTranslation } from '../../../lib/translation/use-translation';
import type { Testimonial } from '@portal/contracts';
import { Modal } from '../../../components/modal/modal';

export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function VideoModal({
  testimonial,
  onClose,
}: {
  testimonial: Testimonial;
  onClose: () => void;
}) {
  const { t } = useTranslation(['landing', 'common']);
  const title = t('landing:video_dialog_title', { title: testimonial.title });
  return (
    <Modal title={title} closeLabel={t('common:close')} onClose={onClose}>
      <div className="video-frame">
        <iframe
          src={`${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(testimonial.youtube_video_id)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
      <p className="video-caption">{testimonial.description}</p>
      {/* A player that cannot load (a blocked embed, a slow network) leaves a way to watch it all the same. */}
      <a
        className="video-elsewhere"
        href={`https://www.youtube.com/watch?v=${encodeURIComponent(testimonial.youtube_video_id)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('landing:watch_on_youtube')}
      </a>
    </Modal>
  );
}
