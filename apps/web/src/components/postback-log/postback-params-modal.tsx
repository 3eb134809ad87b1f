import type { OwnPostbackLog } from '@affnet/contracts';
import { Code, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import { postbackResultSentence } from './postback-result';

type PostbackParamsModalProps = { log: OwnPostbackLog | null; onClose: () => void };

/** One call's parameters as received (the token hidden), with its result in words. */
export function PostbackParamsModal({ log, onClose }: PostbackParamsModalProps) {
  const params = Object.entries(log?.params ?? {});
  return (
    <Modal opened={log !== null} onClose={onClose} title="Postback parameters" size="lg">
      {log ? (
        <Stack gap="sm">
          <Text size="sm">
            {log.method} {log.isHttps ? 'over HTTPS' : 'over HTTP'} from {log.ip ?? 'an unknown address'} at{' '}
            {formatDateTime(log.receivedAt)}: {postbackResultSentence(log.result)}
          </Text>
          {params.length === 0 ? (
            <Text size="sm" c="dimmed">
              The call carried no parameters.
            </Text>
          ) : (
            <Table withTableBorder aria-label="Parameters">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {params.map(([name, value]) => (
                  <Table.Tr key={name}>
                    <Table.Td>
                      <Code>{name}</Code>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
