import { Injectable } from '@nestjs/common';
import { DomainEvent, OnEvent, RealtimePublisher } from '@app/core';
import { roomKinds, rooms } from '@app/contracts';
import { OrderTimelineWriter } from '@app/orders';
import { DataSource } from 'typeorm';

interface OrderRooms {
  id: string;
  order_number: string;
  status: string;
  user_id: string | null;
  session_id: string | null;
}

/**
 * Turns eSIM events into esim_status_update hints for the order's rooms: its user, the order page
 * (guests subscribe with their token) and the browser session that placed it. Pages refetch.
 */
@Injectable()
export class EsimPushListeners {
  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimePublisher,
    private readonly timeline: OrderTimelineWriter,
  ) {}

  @OnEvent('esim.provisioned')
  async provisioned(event: DomainEvent<'esim.provisioned'>): Promise<void> {
    // a purchase's first eSIM, or the eSIM a top-up order renewed
    const first: { id: string; status: string }[] = await this.dataSource.query(
      `SELECT id, status FROM esim
       WHERE order_id = $1 OR id = (SELECT target_esim_id FROM orders WHERE id = $1)
       ORDER BY created_at, iccid LIMIT 1`,
      [event.payload.orderId],
    );
    await this.push(event.payload.orderId, first[0]?.id ?? null, first[0]?.status ?? null);
  }

  @OnEvent('esim.provisioning_changed')
  provisioningChanged(event: DomainEvent<'esim.provisioning_changed'>): Promise<void> {
    return this.push(event.payload.orderId, null, null);
  }

  @OnEvent('esim.status_changed')
  async statusChanged(event: DomainEvent<'esim.status_changed'>): Promise<void> {
    const rows: { order_id: string; status: string }[] = await this.dataSource.query(
      'SELECT order_id, status FROM esim WHERE id = $1',
      [event.payload.esimId],
    );
    if (rows[0]) await this.push(rows[0].order_id, event.payload.esimId, rows[0].status);
  }

  /** One alert, one push: to the owner and the order page (a guest's), which refetch the eSIM. */
  @OnEvent('esim.alert')
  async alert(event: DomainEvent<'esim.alert'>): Promise<void> {
    const rows: { order_id: string; user_id: string | null }[] = await this.dataSource.query(
      'SELECT order_id, user_id FROM esim WHERE id = $1',
      [event.payload.esimId],
    );
    if (!rows[0]) return;
    const targets = [rooms.order(rows[0].order_id)];
    if (rows[0].user_id) targets.push(rooms.user(rows[0].user_id));
    this.realtime.publish(targets, 'esim_alert', {
      type: 'esim_alert',
      esimId: event.payload.esimId,
      kind: event.payload.kind,
      timestamp: new Date().toISOString(),
    });
  }

  private async push(orderId: string, esimId: string | null, status: string | null): Promise<void> {
    const rows: OrderRooms[] = await this.dataSource.query(
      'SELECT id, order_number, status, user_id, session_id FROM orders WHERE id = $1',
      [orderId],
    );
    const order = rows[0];
    if (!order) return;
    // Admins get every order's hint too (the admin order page refetches after a retry).
    const targets = [rooms.order(order.id), rooms.admins()];
    if (order.user_id) targets.push(rooms.user(order.user_id));
    if (order.session_id) targets.push(rooms.session(order.session_id));
    this.realtime.publish(targets, 'esim_status_update', {
      type: 'esim_status_update',
      orderId: order.id,
      orderNumber: order.order_number,
      orderStatus: order.status,
      esimId,
      status,
      timestamp: new Date().toISOString(),
    });
    await this.timeline.note(order.id, 'realtime.push', {
      event: 'esim_status_update',
      rooms: roomKinds(targets),
      orderStatus: order.status,
      esimStatus: status,
    });
  }
}
