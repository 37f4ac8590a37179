import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  specResolver,
  apiErrorOf,
  Banner,
  Button,
  Card,
  formatFileSize,
  LinkButton,
  ROUTES,
  SelectField,
  TextAreaField,
  TextField,
  usePlatform,
  tusUploader,
  useFileUploads,
  useUploader,
  type UploadPurposeName,
} from '@atelier/shared-ui';
import { useGetSellerAccountQuery } from '../../../lib/getSellerAccount';
import { useCreateProductMutation } from '../api/createProduct';
import { useUpdateProductMutation } from '../api/updateProduct';
import { purposeOfDropped, refusalOf } from '../model/fileRules';
import {
  DELIVERY_TIME_OPTIONS,
  LICENSE_OPTIONS,
  PRODUCT_FORM_CATEGORIES,
  PRODUCT_TYPE_OPTIONS,
  REVISIONS_MAX,
  REVISIONS_MIN,
  TIPS,
} from '../model/options';
import {
  toProductBody,
  type ProductFormValues,
  type ProductStatus,
  type UploadedFile,
} from '../model/productForm';
import {
  BACK_LINK,
  BUTTONS,
  HEADINGS,
  PAYOUT_ACCOUNT_NEEDED,
  SAVE_BANNERS,
  SECTIONS,
  VALIDATION_MESSAGES,
  descriptionCounter,
} from '../model/texts';
import { placedByOrder } from '../model/imageOrder';
import { refusedField, validateProduct } from '../model/validateProduct';
import { PreviewImages } from './PreviewImages';

/** Section 9: the redirect after a save. */
export const REDIRECT_AFTER_SAVE_MS = 2000;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
`;
const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: none;
`;
const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const StyledDropZone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const StyledNotice = styled.p`
  margin: 0;
  & a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export interface ProductFormProps {
  /** Set when editing a saved product. */
  productId?: string;
  defaultValues: ProductFormValues;
}

type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving'; status: ProductStatus }
  | { phase: 'success' }
  /** `refusal`: the API's reason when it refused the product as it is (409). */
  | { phase: 'error'; refusal?: string };

/** The spec's order of checks as react-hook-form errors (it focuses the first field). */
const resolver = specResolver<ProductFormValues>(validateProduct);

/** Section 2: the product create/edit form. */
export function ProductForm({ productId, defaultValues }: ProductFormProps) {
  const mode = productId === undefined ? 'create' : 'edit';
  const navigate = useNavigate();
  const platform = usePlatform();
  const uploader = useUploader(() => tusUploader(platform.getAccessToken));
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [save, setSave] = useState<SaveState>({ phase: 'idle' });
  const { data: account } = useGetSellerAccountQuery(undefined);
  const [dragging, setDragging] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    formState: { errors, submitCount },
  } = useForm<ProductFormValues>({ defaultValues, resolver });

  const productType = useWatch({ control, name: 'productType' });
  const description = useWatch({ control, name: 'description' });
  const images = useWatch({ control, name: 'images' });
  const files = useWatch({ control, name: 'files' });
  const visibility = useWatch({ control, name: 'visibility' });

  /** Each upload's place among those chosen in this form (uploads finish in any order). */
  const chosenOrder = useRef(new Map<string, number>());
  const onUploaded = (purpose: UploadPurposeName, file: UploadedFile, order: number) => {
    const name = purpose === 'image' ? 'images' : 'files';
    chosenOrder.current.set(file.key, order);
    const placed = placedByOrder(getValues(name), file, order, (key) =>
      chosenOrder.current.get(key),
    );
    setValue(name, placed, {
      shouldDirty: true,
      shouldValidate: submitCount > 0,
    });
  };
  const uploads = useFileUploads(uploader, onUploaded, refusalOf);

  useEffect(() => {
    if (save.phase !== 'success') return undefined;
    const timer = setTimeout(() => {
      void navigate(ROUTES.freelancer.manageProducts);
    }, REDIRECT_AFTER_SAVE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [save.phase, navigate]);

  const submitAs = (status: ProductStatus) =>
    handleSubmit(async (values) => {
      setSave({ phase: 'saving', status });
      const body = toProductBody(values, status);
      const result =
        productId === undefined
          ? await createProduct(body)
          : await updateProduct({ id: productId, body });
      // On failure the form keeps every value: nothing typed is lost.
      if (!('error' in result)) {
        setSave({ phase: 'success' });
        return;
      }
      const refused = apiErrorOf(result.error);
      // A field the API refused is named next to the field too, and focused.
      const field = refused?.status === 400 ? refusedField(refused.message) : null;
      if (field !== null) {
        setError(
          field,
          { type: 'server', message: VALIDATION_MESSAGES[field] },
          { shouldFocus: true },
        );
        setSave({ phase: 'error', refusal: VALIDATION_MESSAGES[field] });
        return;
      }
      setSave(
        refused?.status === 409 && refused.message !== ''
          ? { phase: 'error', refusal: refused.message }
          : { phase: 'error' },
      );
    });

  const addFiles = (list: FileList | null, purpose?: UploadPurposeName) => {
    for (const file of Array.from(list ?? [])) uploads.add(file, purpose ?? purposeOfDropped(file));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const removeUploaded = (name: 'images' | 'files', key: string) => {
    setValue(
      name,
      getValues(name).filter((file) => file.key !== key),
      { shouldDirty: true },
    );
  };

  const saving = save.phase === 'saving' || save.phase === 'success';
  const messages = validateProduct(getValues()).map((error) => error.message);
  const showMessages = submitCount > 0 && Object.keys(errors).length > 0;
  const banners = SAVE_BANNERS[mode];
  const publishStatus: ProductStatus = visibility;
  // Published products can be bought: the seller's Stripe account must take charges first (the
  // API refuses too). Unknown while the account loads: the API decides then.
  const needsPayoutAccount =
    publishStatus === 'published' && account !== undefined && account.state !== 'enabled';

  return (
    <StyledForm
      noValidate
      aria-labelledby="product-form-heading"
      onSubmit={(event) => {
        if (needsPayoutAccount) {
          // Enter in a field submits too: Publish stays out of reach until the account is ready.
          event.preventDefault();
          return;
        }
        void submitAs(publishStatus)(event);
      }}
    >
      <LinkButton to={ROUTES.freelancer.manageProducts} variant="ghost">
        {BACK_LINK}
      </LinkButton>
      <h1 id="product-form-heading">{HEADINGS[mode]}</h1>

      {save.phase === 'success' && (
        <Banner tone="success" title={banners.success.title} reveal>
          {banners.success.message}
        </Banner>
      )}
      {save.phase === 'error' && (
        <Banner tone="danger" title={banners.failure.title} reveal>
          {save.refusal ?? banners.failure.message}
        </Banner>
      )}
      {needsPayoutAccount && (
        <Banner tone="warning" title={PAYOUT_ACCOUNT_NEEDED.title}>
          <StyledNotice>
            {PAYOUT_ACCOUNT_NEEDED.message}{' '}
            <Link to={ROUTES.freelancer.payments}>{PAYOUT_ACCOUNT_NEEDED.link}</Link>
          </StyledNotice>
        </Banner>
      )}
      {showMessages && (
        <Banner tone="danger">
          <StyledList aria-label="Please fix">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </StyledList>
        </Banner>
      )}

      <Card>
        <StyledFieldset>
          <StyledLegend>{SECTIONS.productType}</StyledLegend>
          {PRODUCT_TYPE_OPTIONS.map((option) => (
            <label key={option.value}>
              <input type="radio" value={option.value} {...register('productType')} />{' '}
              {option.label}: {option.hint}
            </label>
          ))}
        </StyledFieldset>
      </Card>

      <Card>
        <StyledFieldset>
          <StyledLegend>{SECTIONS.details}</StyledLegend>
          <TextField label="Product Title" error={errors.title?.message} {...register('title')} />
          <SelectField
            label="Category"
            placeholder="Select a category"
            options={PRODUCT_FORM_CATEGORIES.map((name) => ({ value: name, label: name }))}
            error={errors.category?.message}
            {...register('category')}
          />
          <TextAreaField
            label="Description"
            rows={6}
            hint={descriptionCounter(description.length)}
            error={errors.description?.message}
            {...register('description')}
          />
          <TextField
            label="Price (USD)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            error={errors.price?.message}
            {...register('price')}
          />
          <TextField
            label="Original Price (USD, optional)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            {...register('originalPrice')}
          />
          <SelectField label="License" options={LICENSE_OPTIONS} {...register('license')} />
          {productType === 'custom' && (
            <>
              <SelectField
                label="Delivery Time"
                options={DELIVERY_TIME_OPTIONS}
                {...register('deliveryTime')}
              />
              <TextField
                label="Revisions"
                type="number"
                min={REVISIONS_MIN}
                max={REVISIONS_MAX}
                step={1}
                error={errors.revisions?.message}
                {...register('revisions')}
              />
              <TextAreaField
                label="Requirements"
                hint="What you need from the buyer to start."
                rows={4}
                {...register('requirements')}
              />
            </>
          )}
        </StyledFieldset>
      </Card>

      <Card>
        <StyledFieldset>
          <StyledLegend>{SECTIONS.tags}</StyledLegend>
          <TextField label="Tags" hint="Separate tags with commas." {...register('tags')} />
        </StyledFieldset>
      </Card>

      <Card>
        <StyledFieldset>
          <StyledLegend>{SECTIONS.files}</StyledLegend>
          <StyledDropZone
            $active={dragging}
            data-testid="product-drop-zone"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => {
              setDragging(false);
            }}
            onDrop={onDrop}
          >
            <p>
              Drop files here: images go to the preview images, other files to the product files.
            </p>
            <TextField
              label="Preview Images"
              type="file"
              accept="image/jpeg,image/png,image/gif"
              multiple
              hint="JPG, PNG or GIF, up to 10MB each."
              error={errors.images?.message}
              onChange={(event) => {
                addFiles(event.currentTarget.files, 'image');
                event.currentTarget.value = '';
              }}
            />
            <TextField
              label="Product Files"
              type="file"
              multiple
              hint={
                productType === 'custom'
                  ? 'Optional for custom products; up to 100MB each.'
                  : 'Up to 100MB each.'
              }
              error={errors.files?.message}
              onChange={(event) => {
                addFiles(event.currentTarget.files, 'product-file');
                event.currentTarget.value = '';
              }}
            />
          </StyledDropZone>

          {uploads.entries.length > 0 && (
            <StyledList aria-label="Uploads">
              {uploads.entries.map((entry) => (
                <StyledRow key={entry.id}>
                  <span>{entry.name}</span>
                  {entry.status === 'uploading' ? (
                    <>
                      <progress
                        max={100}
                        value={entry.progress}
                        aria-label={`Uploading ${entry.name}`}
                      />
                      <span>{entry.progress}%</span>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Cancel upload of ${entry.name}`}
                        onClick={() => {
                          uploads.cancel(entry.id);
                        }}
                      >
                        Cancel
                      </Button>
                    </>
                  ) : (
                    <>
                      <StyledError role="alert">{entry.error}</StyledError>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Dismiss ${entry.name}`}
                        onClick={() => {
                          uploads.cancel(entry.id);
                        }}
                      >
                        Dismiss
                      </Button>
                    </>
                  )}
                </StyledRow>
              ))}
            </StyledList>
          )}

          <PreviewImages
            images={images}
            formatSize={formatFileSize}
            onReorder={(ordered) => {
              setValue('images', ordered, { shouldDirty: true });
            }}
            onRemove={(key) => {
              removeUploaded('images', key);
            }}
          />
          <StyledList aria-label="Uploaded product files">
            {files.map((file) => (
              <StyledRow key={file.key}>
                <span>
                  {file.name} ({formatFileSize(file.size)})
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => {
                    removeUploaded('files', file.key);
                  }}
                >
                  Remove
                </Button>
              </StyledRow>
            ))}
          </StyledList>
        </StyledFieldset>
      </Card>

      <Card>
        <StyledFieldset>
          <StyledLegend>{SECTIONS.visibility}</StyledLegend>
          <SelectField
            label="Visibility when published"
            hint="Save as Draft always keeps the product a draft."
            options={[
              { value: 'published', label: 'Public: listed in the marketplace' },
              { value: 'private', label: 'Private: only you can see it' },
            ]}
            {...register('visibility')}
          />
        </StyledFieldset>
      </Card>

      <Card>
        <h2>{SECTIONS.tips}</h2>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>

      <StyledActions>
        <Button
          variant="secondary"
          disabled={saving || uploads.isUploading}
          busy={save.phase === 'saving' && save.status === 'draft'}
          busyLabel={BUTTONS.saving}
          onClick={(event) => {
            void submitAs('draft')(event);
          }}
        >
          {BUTTONS.draft}
        </Button>
        <Button
          type="submit"
          disabled={saving || uploads.isUploading || needsPayoutAccount}
          busy={save.phase === 'saving' && save.status !== 'draft'}
          busyLabel={BUTTONS.saving}
        >
          {mode === 'edit' ? BUTTONS.update : BUTTONS.publish}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
