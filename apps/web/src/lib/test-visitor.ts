import {
  BROWSER_LABELS,
  DEVICE_TYPE_LABELS,
  OPERATING_SYSTEM_LABELS,
  type TestConversion,
} from '@affnet/contracts';
import { countryName } from './format';

/** "Desktop, Windows, Chrome, from 203.0.113.9 (Germany)": a test click's visitor as the checks read it. */
export function visitorText(visitor: TestConversion['click']['visitor']): string {
  const place = visitor.country ? countryName(visitor.country) : 'no known country';
  const agent = [
    DEVICE_TYPE_LABELS[visitor.device],
    OPERATING_SYSTEM_LABELS[visitor.os],
    BROWSER_LABELS[visitor.browser],
  ];
  return `${agent.join(', ')}, from ${visitor.ip} (${place})`;
}
