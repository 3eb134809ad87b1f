import type { CapAction, OfferTargeting } from '@affnet/contracts';
import { List, Text, Typography } from '@mantine/core';
import {
  CAP_REACHED_TEXT,
  capText,
  dayPartingLines,
  liveWindowText,
  targetingLines,
} from '../../lib/offer-summary';
import { Field, FieldList, InfoCard } from '../info-card';

/** Who the offer takes traffic from, in words. */
export function TargetingCard({ targeting }: { targeting: OfferTargeting }) {
  const lines = targetingLines(targeting);
  return (
    <InfoCard title="Allowed traffic">
      {lines.length === 0 ? (
        <Text size="sm">Any country, device, operating system and browser.</Text>
      ) : (
        <FieldList>
          {lines.map((line) => (
            <Field key={line.dimension} label={line.dimension}>
              {line.text}
            </Field>
          ))}
        </FieldList>
      )}
    </InfoCard>
  );
}

type Schedule = {
  timezone: string;
  liveFrom: string | null;
  liveUntil: string | null;
  dayPartingEnabled: boolean;
  dayPartingHours: number[];
};

/** When the offer takes traffic: its live window and day parting, in the offer's time zone. */
export function ScheduleCard({ schedule }: { schedule: Schedule }) {
  return (
    <InfoCard title="Schedule" description={`Times are in the offer's time zone, ${schedule.timezone}.`}>
      <FieldList>
        <Field label="Live window">{liveWindowText(schedule)}</Field>
        <Field label="Hours">
          {schedule.dayPartingEnabled ? (
            <List size="sm" spacing={2}>
              {dayPartingLines(schedule.dayPartingHours).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          ) : (
            'Every hour of every day'
          )}
        </Field>
      </FieldList>
    </InfoCard>
  );
}

type Cap = Parameters<typeof capText>[0] & { scope: string; action: CapAction };

type CapsCardProps = {
  caps: readonly Cap[];
  currency: string;
  /** Event names by key, for caps on one event. */
  eventNames?: Readonly<Record<string, string>>;
  /** What a cap's scope means to the reader ("shared by all publishers", "yours alone"). */
  scopeText?: (scope: string) => string | null;
};

/** The caps the reader may see; reaching one stops or redirects traffic. */
export function CapsCard({ caps, currency, eventNames = {}, scopeText }: CapsCardProps) {
  return (
    <InfoCard
      title="Caps"
      description="Limits for each period, counted in the cap's time zone, and what happens once one is reached."
    >
      {caps.length === 0 ? (
        <Text size="sm">No caps.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {caps.map((cap, index) => {
            const scope = scopeText?.(cap.scope);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: caps have no id in this view and keep their order
              <List.Item key={index}>
                {capText(cap, currency, cap.eventKey ? eventNames[cap.eventKey] : undefined)},{' '}
                {CAP_REACHED_TEXT[cap.action]}
                {scope ? (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    ({scope})
                  </Text>
                ) : null}
              </List.Item>
            );
          })}
        </List>
      )}
    </InfoCard>
  );
}

/**
 * An offer's description. The server keeps only safe markup (paragraphs, lists, links, emphasis)
 * when it stores the text, so it can be rendered as HTML here; nothing else in the app may be.
 */
export function DescriptionCard({
  description,
  restrictions,
}: {
  description: string | null;
  restrictions: string | null;
}) {
  return (
    <InfoCard title="About the offer">
      {description ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save (see above)
        <Typography fz="sm" dangerouslySetInnerHTML={{ __html: description }} />
      ) : (
        <Text size="sm" c="dimmed">
          No description.
        </Text>
      )}
      {restrictions ? (
        <FieldList>
          <Field label="Restrictions">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {restrictions}
            </Text>
          </Field>
        </FieldList>
      ) : null}
    </InfoCard>
  );
}
