import {
  CLICK_CHECK_LABELS,
  CLICK_REASONS,
  type ClickPreview,
  type ClickPreviewStep,
  NETWORK_KIND_LABELS,
  type VisitorNetwork,
} from '@affnet/contracts';
import { Anchor, Badge, Code, Group, List, Stack, Text, Title } from '@mantine/core';

const OUTCOME_LABELS: Record<ClickPreview['outcome'], string> = {
  valid: 'Taken by the offer',
  fallback: 'Sent to the fallback',
  rejected: 'Refused (the visitor sees a "link not valid" page)',
};

/** One offer on the click's path: every check's verdict in order, then where the click went from there. */
function StepVerdicts({ step, index }: { step: ClickPreviewStep; index: number }) {
  const decided = step.verdicts.findIndex((verdict) => verdict.reason !== null);
  return (
    <Stack gap={4}>
      <Title order={4} size="sm">
        {index === 0 ? 'Offer' : `Fallback offer ${index}`}: #{step.offer.ref} {step.offer.name}
      </Title>
      <List type="ordered" aria-label={`Checks on offer #${step.offer.ref}`} spacing={2}>
        {step.verdicts.map((verdict, position) => (
          <List.Item key={verdict.check}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{CLICK_CHECK_LABELS[verdict.check]}</Text>
              {verdict.reason === null ? (
                <Badge color="teal" variant="light">
                  Passes
                </Badge>
              ) : (
                <Badge color={position === decided ? 'red' : 'orange'} variant="light">
                  {position === decided ? 'Fails: decides the click' : 'Fails too'}
                </Badge>
              )}
            </Group>
            {verdict.reason ? (
              <Text size="xs" c="dimmed">
                {CLICK_REASONS[verdict.reason as keyof typeof CLICK_REASONS].sentence}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
      {step.duplicate ? (
        <Text size="sm">A repeat visit: the offer allows it, counted as a duplicate.</Text>
      ) : null}
      {step.landingPage ? <Text size="sm">Landing page: {step.landingPage.name}</Text> : null}
      {step.fallback ? (
        <Text size="sm">
          Fallback entry {step.fallback.position + 1} taken ({step.fallback.kind === 'url' ? 'URL' : 'offer'}
          ): {step.fallback.target}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The address's network and what it makes the click. The data's licence (DB-IP's ASN Lite, CC BY
 * 4.0) asks for the credit wherever its results are shown.
 */
function NetworkLine({ network }: { network: VisitorNetwork | null }) {
  if (!network) return null;
  return (
    <Stack gap={0}>
      <Text size="sm">
        Network: AS{network.asn} {network.name}
        {network.kind ? ` (${NETWORK_KIND_LABELS[network.kind]}: counts as a proxy)` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        Network data by RouteViews, the regional internet registries and{' '}
        <Anchor href="https://db-ip.com" target="_blank" rel="noreferrer" size="xs">
          DB-IP
        </Anchor>{' '}
        (CC BY 4.0).
      </Text>
    </Stack>
  );
}

export function ClickPreviewResult({ preview }: { preview: ClickPreview }) {
  return (
    <Stack gap="sm" aria-label="What the click would do" role="region">
      <Text size="sm">
        Visitor: {preview.visitor.country ?? 'unknown country'}, {preview.visitor.device},{' '}
        {preview.visitor.os}, {preview.visitor.browser}
      </Text>
      <NetworkLine network={preview.visitor.network} />
      {/* A click never reaches one offer twice, so the offer names its step. */}
      {preview.steps.map((step, index) => (
        <StepVerdicts key={step.offer.id} step={step} index={index} />
      ))}
      <Text fw={600}>{OUTCOME_LABELS[preview.outcome]}</Text>
      {preview.finalUrl ? (
        <Text size="sm">
          Final URL: <Code>{preview.finalUrl}</Code>
        </Text>
      ) : null}
    </Stack>
  );
}
