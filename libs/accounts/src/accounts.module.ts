import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '@app/audit';
import { NotificationsModule } from '@app/notifications';
import { AccountsJobs } from './accounts.jobs';
import { AdminMfa } from './admin-mfa';
import { AdminUsers } from './admin-users.service';
import { AuthService } from './auth.service';
import { AuthThrottleCounter } from './auth-throttle-counter.entity';
import { FirstAdmin } from './first-admin';
import { PasswordHasher } from './password-hasher';
import { PasswordResets } from './password-resets';
import { SessionService } from './session.service';
import { SessionRevocations } from './session-revocations';
import { SignInThrottle } from './sign-in-throttle';
import { User } from './user.entity';
import { UserSession } from './user-session.entity';
import { UsersService } from './users.service';

@Module({
  imports: [
    AuditModule,
    NotificationsModule,
    TypeOrmModule.forFeature([User, UserSession, AuthThrottleCounter]),
  ],
  providers: [
    PasswordHasher,
    SessionRevocations,
    SessionService,
    SignInThrottle,
    UsersService,
    AuthService,
    PasswordResets,
    AdminMfa,
    FirstAdmin,
    AccountsJobs,
    AdminUsers,
  ],
  exports: [
    PasswordHasher,
    SessionRevocations,
    SessionService,
    SignInThrottle,
    UsersService,
    AuthService,
    PasswordResets,
    AdminMfa,
    FirstAdmin,
    AdminUsers,
  ],
})
export class AccountsModule {}
