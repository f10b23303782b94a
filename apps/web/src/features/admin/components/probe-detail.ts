import type { ProbeResult } from '@app/contracts';
import type { TFunction } from 'i18next';

/**
 * What a probe saw, in the admin's language: its code and values worded by the app (a mode by
 * the Payments tab's names); a check stored before probes sent codes shows its English detail.
 */
export function probeDetail(probe: Pick<ProbeResult, 'code' | 'params' | 'detail'>, t: TFunction): string {
  if (!probe.code) return probe.detail;
  const params: Record<string, string | number> = { ...probe.params };
  if (typeof params.mode === 'string')
    params.mode = t(`adminPayments.modes.${params.mode}`, { defaultValue: params.mode });
  return t(`servers.probeDetail.${probe.code}`, { ...params, defaultValue: probe.detail });
}
