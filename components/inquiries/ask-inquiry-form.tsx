// "Ask about this work" (rules §4 "Questions about a work"): the common questions as choices, the
// collector's own words and, if they like, photos. Checked by the rule's own schema (the server
// checks the same), its messages in the page's language; sent, it opens the conversation.
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useOpenInquiryMutation } from '@/api/inquiries/open-inquiry';
import { Button } from '@/components/ui/button/button';
import { TextArea } from '@/components/ui/form/form-field';
import type { UploadedImageDto } from '@/rules/image';
import {
  INQUIRY_MESSAGE_MAX_CHARS,
  inquiryTopics,
  openInquirySchema,
  type InquiryTopic,
} from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import { InquiryPhotoPicker } from './inquiry-photo-picker';
import { inquiryError, inquiryText, useInquiryMessages } from './use-inquiry-messages';
import styles from './inquiries.module.scss';

const formSchema = openInquirySchema.pick(['topics', 'message']);

interface AskValues {
  topics: InquiryTopic[];
  message: string;
}

export function AskInquiryForm({
  artworkId,
  editionId,
  onCancel,
  onSent,
}: {
  artworkId: string;
  editionId: string | null;
  onCancel: () => void;
  onSent: (thread: InquiryThreadDto) => void;
}) {
  const { t, language } = useInquiryMessages();
  const { mutateAsync: openInquiry } = useOpenInquiryMutation();
  const [photos, setPhotos] = useState<UploadedImageDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AskValues>({
    resolver: yupResolver(formSchema) as never,
    defaultValues: { topics: [], message: '' },
  });
  const said = (message: string | undefined) =>
    message ? inquiryText(t, language, message) : undefined;

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const thread = await openInquiry({
        artwork_id: artworkId,
        edition_id: editionId,
        topics: values.topics,
        message: values.message.trim(),
        photos: photos.map((photo) => photo.url),
      });
      onSent(thread);
    } catch (error) {
      setProblem(inquiryError(t, language, error, t('ask.failed')));
    }
  });

  const topicsError = said(errors.topics?.message ?? errors.topics?.root?.message);
  return (
    <form className={styles.askForm} onSubmit={onSubmit} noValidate data-testid="ask-form">
      <fieldset
        className={styles.topics}
        aria-describedby={topicsError ? 'inquiry-topics-error' : undefined}
      >
        <legend className={styles.pickerLabel}>{t('ask.topics')}</legend>
        <div className={styles.chips}>
          {inquiryTopics.map((topic) => (
            <label key={topic} className={styles.chip}>
              <input type="checkbox" value={topic} {...register('topics')} />
              <span>{t(`topics.${topic}`)}</span>
            </label>
          ))}
        </div>
        {topicsError && (
          <p id="inquiry-topics-error" className={styles.error} role="alert">
            {topicsError}
          </p>
        )}
      </fieldset>
      <TextArea
        label={t('ask.message')}
        placeholder={t('ask.placeholder')}
        rows={5}
        maxLength={INQUIRY_MESSAGE_MAX_CHARS}
        error={said(errors.message?.message)}
        hint={t('ask.messageHint', { max: INQUIRY_MESSAGE_MAX_CHARS.toLocaleString(language) })}
        {...register('message')}
      />
      <InquiryPhotoPicker photos={photos} onChange={setPhotos} onBusy={setUploading} />
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('ask.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={isSubmitting || uploading}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? t('ask.sending') : t('ask.send')}
        </Button>
      </div>
    </form>
  );
}
