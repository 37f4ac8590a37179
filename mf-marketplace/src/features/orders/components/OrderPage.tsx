import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ServiceOrder } from '@atelier/api-contract';
import { SendMessageButton } from '@atelier/inbox';
import {
  Badge,
  Banner,
  formatShortDate,
  LinkButton,
  LoadErrorBanner,
  LoadingState,
  mediaUp,
  ORDER_ENDED_STATUSES,
  ORDER_LATE_LABEL,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TONES,
} from '@atelier/shared-ui';
import { Breadcrumb } from '../../../components/Breadcrumb';
import { PageMain, PageTitle } from '../../../components/PageLayout';
import { PublicHeader } from '../../../components/PublicHeader';
import { PATHS, PLATFORM_PATHS, productPath } from '../../../config/paths';
import { getOrderApi, useGetOrderQuery } from '../api/getOrder';
import {
  buttonActions,
  disputeNotice,
  latestRevision,
  moveActions,
  proposalNotice,
} from '../model/orderActions';
import { ORDER_TEXTS as TEXTS } from '../model/texts';
import { OrderActions } from './OrderActions';
import { OrderBrief, OrderReviewPrompt } from './OrderGuidance';
import { OrderTerms } from './OrderTerms';
import { OrderTimeline } from './OrderTimeline';
import { TextWithFilesForm } from './TextWithFilesForm';
import { useOrderMoves } from './useOrderMoves';

const StyledHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledEyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.brandStrong};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const StyledWaiting = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNotFound = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  text-align: center;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** 'Order Not Found': an unknown order, or one of others (the API answers both 404). */
function OrderNotFound() {
  return (
    <StyledNotFound>
      <PageTitle>{TEXTS.notFoundTitle}</PageTitle>
      <p>{TEXTS.notFoundText}</p>
      <LinkButton to={PATHS.purchases}>{TEXTS.goToPurchases}</LinkButton>
    </StyledNotFound>
  );
}

function OrderView({ order }: { order: ServiceOrder }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const move = useOrderMoves(order.id);
  const actions = moveActions(order);
  const can = (wanted: string) => actions.some((action) => action.move === wanted);
  const notice = proposalNotice(order);
  const dispute = disputeNotice(order);
  const revision = order.status === 'revision_requested' ? latestRevision(order) : undefined;

  // The page opens at its title: screen readers hear which order this is.
  useEffect(() => {
    headingRef.current?.focus();
  }, [order.id]);

  return (
    <>
      <Breadcrumb
        parent={{
          label: TEXTS.listOf(order.viewerRole),
          to: order.viewerRole === 'buyer' ? PATHS.purchases : PLATFORM_PATHS.sellerOrders,
        }}
        current={order.productTitle}
      />
      <StyledHeader>
        <StyledEyebrow>{TEXTS.eyebrow(order.viewerRole)}</StyledEyebrow>
        <PageTitle ref={headingRef} tabIndex={-1}>
          {order.productTitle}
        </PageTitle>
        <StyledRow>
          <Badge tone={ORDER_STATUS_TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
          {order.late && <Badge tone="danger">{ORDER_LATE_LABEL}</Badge>}
          <span>
            {order.viewerRole === 'buyer'
              ? TEXTS.orderedFrom(order.seller.name)
              : TEXTS.orderedBy(order.buyer.name)}
          </span>
          <Link to={productPath(order.productId)}>{TEXTS.viewProduct}</Link>
          {/* The one conversation between the two parties. */}
          <SendMessageButton userId={order.counterpart.id} label={TEXTS.message} />
        </StyledRow>
      </StyledHeader>
      <StyledLayout>
        <StyledColumn>
          {dispute !== null && <Banner tone={dispute.tone} title={dispute.text} />}
          {notice !== null && <Banner tone="warning" title={notice} />}
          {order.status === 'completed' && order.viewerRole === 'buyer' && (
            <OrderReviewPrompt productId={order.productId} />
          )}
          <OrderActions order={order} actions={buttonActions(actions)} onMove={move} />
          {can('submit-requirements') && (
            <TextWithFilesForm
              texts={{
                title: TEXTS.requirementsTitle,
                // What the seller asked for, right above the answer (issue 37).
                intro: (
                  <>
                    {TEXTS.requirementsIntro}
                    <OrderBrief
                      title={TEXTS.sellerRequirements}
                      text={
                        order.terms.requirementsText === ''
                          ? TEXTS.noRequirementsText
                          : order.terms.requirementsText
                      }
                    />
                  </>
                ),
                text: TEXTS.answers,
                files: TEXTS.attachments,
                submit: TEXTS.submitRequirements,
                busy: TEXTS.submitting,
                missing: TEXTS.answersRequired,
              }}
              onSubmit={(body) => move('submit-requirements', { body })}
            />
          )}
          {order.status === 'awaiting_requirements' && order.viewerRole === 'seller' && (
            <StyledWaiting>{TEXTS.waitingRequirements}</StyledWaiting>
          )}
          {can('deliver') && (
            <TextWithFilesForm
              // A new form after each delivery (a revision asks for another).
              key={order.deliveries.length}
              texts={{
                title: TEXTS.deliverTitle,
                // A revision owed: what the buyer asked for, right above the delivery.
                ...(revision === undefined
                  ? {}
                  : {
                      intro: (
                        <OrderBrief
                          title={TEXTS.latestRevision}
                          meta={TEXTS.revisionAskedBy(
                            revision.actor?.name ?? order.buyer.name,
                            formatShortDate(Date.parse(revision.at)),
                          )}
                          text={revision.message ?? ''}
                        />
                      ),
                    }),
                text: TEXTS.deliveryMessage,
                files: TEXTS.deliveryFiles,
                submit: TEXTS.deliver,
                busy: TEXTS.delivering,
                missing: TEXTS.messageRequired,
              }}
              onSubmit={(body) => move('deliver', { body })}
            />
          )}
          <OrderTimeline order={order} />
        </StyledColumn>
        <StyledColumn>
          <OrderTerms order={order} />
        </StyledColumn>
      </StyledLayout>
    </>
  );
}

/**
 * /marketplace/orders/:orderId (issue 22): a custom order, for its buyer and its seller alike
 * (the API answers anyone else 404, shown as 'Order Not Found'). The terms, the due date, the
 * timeline with the files, and the moves the API allows the viewer now.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  // While the order runs, the page reads it again every little while (when the tab is seen), so
  // the other party's moves appear without a reload; the notification of each move reaches the
  // user in real time through the inbox's socket wherever they are.
  const { data: last } = getOrderApi.endpoints.getOrder.useQueryState(orderId);
  const running = last !== undefined && !ORDER_ENDED_STATUSES.includes(last.status);
  const query = useGetOrderQuery(orderId, {
    pollingInterval: running ? ORDER_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const { data: order, error, isLoading, refetch } = query;
  const status =
    typeof error === 'object' && 'status' in error ? (error as { status: number }).status : 0;

  // When the due date passes with the page open, the order is read again: the server says
  // whether it is late and which moves that opens (a late order's cancellation).
  const dueAt = last?.dueAt ?? null;
  useEffect(() => {
    if (dueAt === null) return undefined;
    const wait = Date.parse(dueAt) - Date.now();
    if (wait <= 0 || wait > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => void refetch(), wait + DUE_REREAD_MARGIN_MS);
    return () => clearTimeout(timer);
  }, [dueAt, refetch]);

  return (
    <>
      <PublicHeader />
      <PageMain>
        {isLoading ? (
          <LoadingState label={TEXTS.loading} />
        ) : order !== undefined ? (
          <OrderView order={order} />
        ) : status === 404 || status === 400 ? (
          <OrderNotFound />
        ) : (
          <LoadErrorBanner
            title={TEXTS.loadError}
            retryLabel={TEXTS.retry}
            onRetry={() => void refetch()}
          />
        )}
      </PageMain>
    </>
  );
}

/** How often a running order's page reads it again. */
const ORDER_POLL_MS = 15_000;
/** setTimeout's longest delay (about 24.8 days); a later due date is read on a later visit. */
const MAX_TIMER_MS = 2_147_483_647;
/** The server's clock may be a little behind the browser's. */
const DUE_REREAD_MARGIN_MS = 2_000;
