import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  adminTestimonialUpdateSchema,
  type AdminTestimonial,
  type AdminTestimonialUpdate,
} from '@portal/contracts';
import type { useContentChange } from '../../api/content-calls';
import { useCheckedSave, useOutcomeToast } from '../../form-feedback';
import { TextField } from '../shared/text-field';

const blank: AdminTestimonialUpdate = {
  youtube_video_id: '',
  title_english: '',
  title_tamil: '',
  description_english: '',
  description_tamil: '',
  thumbnail_url: '',
  active: true,
};

function TestimonialForm({
  idPrefix,
  initial,
  onSave,
  onCancel,
  saving,
}: {
  idPrefix: string;
  initial: AdminTestimonialUpdate;
  onSave: (value: AdminTestimonialUpdate) => Promise<unknown>;
  onCancel?: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(initial);
  const { errors, save } = useCheckedSave();
  const set = (patch: Partial<AdminTestimonialUpdate>) =>
    setValues((current) => ({ ...current, ...patch }));
  const id = (field: string) => `${idPrefix}-${field}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(adminTestimonialUpdateSchema, values, (checked) =>
      onSave(checked).then(() => setValues(initial === blank ? blank : checked)),
    );
  };

  return (
    <form className="admin-testimonial-form" onSubmit={submit} noValidate>
      <div className="admin-panel__fields">
        <TextField
          id={id('video')}
          label={t('youtube_id')}
          value={values.youtube_video_id}
          error={errors.youtube_video_id}
          maxLength={11}
          onChange={(youtube_video_id) => set({ youtube_video_id })}
        />
        <TextField
          id={id('thumbnail')}
          label={t('thumbnail')}
          value={values.thumbnail_url}
          error={errors.thumbnail_url}
          type="url"
          maxLength={500}
          onChange={(thumbnail_url) => set({ thumbnail_url })}
        />
        <TextField
          id={id('title-en')}
          label={t('title_en')}
          value={values.title_english}
          error={errors.title_english}
          lang="en"
          maxLength={120}
          onChange={(title_english) => set({ title_english })}
        />
        <TextField
          id={id('title-ta')}
          label={t('title_ta')}
          value={values.title_tamil}
          error={errors.title_tamil}
          lang="ta"
          maxLength={120}
          onChange={(title_tamil) => set({ title_tamil })}
        />
        <TextField
          id={id('description-en')}
          label={t('description_en')}
          value={values.description_english}
          error={errors.description_english}
          lang="en"
          multiline
          maxLength={500}
          onChange={(description_english) => set({ description_english })}
        />
        <TextField
          id={id('description-ta')}
          label={t('description_ta')}
          value={values.description_tamil}
          error={errors.description_tamil}
          lang="ta"
          multiline
          maxLength={500}
          onChange={(description_tamil) => set({ description_tamil })}
        />
      </div>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) => set({ active: event.target.checked })}
        />
        <span>{t('shown')}</span>
      </label>
      <div className="admin-panel__buttons">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('save_testimonial')}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('cancel_edit')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The video testimonials of the landing and sign-in pages: add, change, hide or remove. */
export function TestimonialsEditor({
  testimonials,
  change,
}: {
  testimonials: AdminTestimonial[];
  change: ReturnType<typeof useContentChange>;
}) {
  const { t } = useTranslation('admin');
  const toastOutcome = useOutcomeToast();
  const [editing, setEditing] = useState<number | null>(null);
  const remove = (id: number) =>
    void toastOutcome(change.mutateAsync({ kind: 'remove-testimonial', id }), 'removed');

  return (
    <section className="admin-panel" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="admin-panel__title">
        {t('testimonials_title')}
      </h2>
      <ul className="admin-chips">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="admin-testimonial">
            <div className="admin-chip">
              <span>
                <strong lang="en">{testimonial.title_english}</strong> ·{' '}
                <span lang="ta">{testimonial.title_tamil}</span> ·{' '}
                {testimonial.active ? t('shown') : t('hidden')}
              </span>
              <span className="admin-panel__buttons">
                <button
                  type="button"
                  className="button button--small button--light"
                  aria-expanded={editing === testimonial.id}
                  onClick={() => setEditing(editing === testimonial.id ? null : testimonial.id)}
                >
                  {t('edit', { name: testimonial.title_english })}
                </button>
                <button
                  type="button"
                  className="button button--small button--ghost"
                  disabled={change.isPending}
                  onClick={() => remove(testimonial.id)}
                >
                  {t('remove', { name: testimonial.title_english })}
                </button>
              </span>
            </div>
            {editing === testimonial.id && (
              <TestimonialForm
                idPrefix={`testimonial-${testimonial.id}`}
                initial={testimonial}
                saving={change.isPending}
                onCancel={() => setEditing(null)}
                onSave={(value) =>
                  change
                    .mutateAsync({
                      kind: 'update-testimonial',
                      id: testimonial.id,
                      testimonial: value,
                    })
                    .then(() => setEditing(null))
                }
              />
            )}
          </li>
        ))}
      </ul>
      <h3 className="details-heading">{t('add_testimonial')}</h3>
      <TestimonialForm
        idPrefix="testimonial-new"
        initial={blank}
        saving={change.isPending}
        onSave={(value) => change.mutateAsync({ kind: 'add-testimonial', testimonial: value })}
      />
    </section>
  );
}
