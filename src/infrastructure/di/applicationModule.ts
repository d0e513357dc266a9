import { ContainerModule, type Newable } from 'inversify';
import { ClearUtm } from '../../application/auth/ClearUtm';
import { CompleteSocialSignIn } from '../../application/auth/CompleteSocialSignIn';
import { MergeAccount } from '../../application/auth/MergeAccount';
import { RequestPasswordReset, ResetPassword } from '../../application/auth/PasswordReset';
import { LoadSession } from '../../application/auth/LoadSession';
import { ResolveLoginStatus } from '../../application/auth/ResolveLoginStatus';
import { SignIn } from '../../application/auth/SignIn';
import { SignInForTesting } from '../../application/auth/SignInForTesting';
import { SignOut } from '../../application/auth/SignOut';
import { SignUp } from '../../application/auth/SignUp';
import { StartSocialSignIn } from '../../application/auth/StartSocialSignIn';
import { VerifyEmail } from '../../application/auth/VerifyEmail';
import { LoadHomePage } from '../../application/catalog/LoadHomePage';
import { LoadNewestGroupBuys } from '../../application/catalog/LoadNewestGroupBuys';
import { ClaimFeaturedAnimation } from '../../application/shell/ClaimFeaturedAnimation';
import { ConnectivityStore } from '../../application/shell/ConnectivityStore';
import { LoginDialogController } from '../../application/shell/LoginDialogController';
import { NavigationProgress } from '../../application/shell/NavigationProgress';
import { ReloadAfterChunkError } from '../../application/shell/ReloadAfterChunkError';
import { ToastCenter } from '../../application/shell/ToastCenter';
import { PopupStack } from '../../application/shell/PopupStack';
import { AppInviteRecords } from '../../application/appInvite/AppInviteRecords';
import { OpenAppInvite } from '../../application/appInvite/OpenAppInvite';
import { AnswerAppInvite } from '../../application/appInvite/AnswerAppInvite';
import { CloseSmartBanner, DecideSmartBanner } from '../../application/appInvite/SmartBannerRules';
import { PlanAppRedirect } from '../../application/appInvite/PlanAppRedirect';
import { RequireMember } from '../../application/shell/RequireMember';
import { SessionStore } from '../../application/shell/SessionStore';
import { WatchConnectivity } from '../../application/shell/WatchConnectivity';

/** Every use case and store, bound to itself; add the next one here. */
export const APPLICATION_CLASSES: readonly Newable[] = [
  ResolveLoginStatus,
  SignIn,
  SignUp,
  SignOut,
  VerifyEmail,
  ClearUtm,
  StartSocialSignIn,
  CompleteSocialSignIn,
  MergeAccount,
  RequestPasswordReset,
  ResetPassword,
  SignInForTesting,
  LoadHomePage,
  LoadNewestGroupBuys,
  SessionStore,
  LoadSession,
  PopupStack,
  ToastCenter,
  AppInviteRecords,
  OpenAppInvite,
  AnswerAppInvite,
  DecideSmartBanner,
  CloseSmartBanner,
  PlanAppRedirect,
  LoginDialogController,
  ConnectivityStore,
  NavigationProgress,
  ReloadAfterChunkError,
  ClaimFeaturedAnimation,
  WatchConnectivity,
  RequireMember,
];

/** Singletons per container: one container per SSR request and one per browser tab share state that way. */
export const applicationModule = () =>
  new ContainerModule(({ bind }) => {
    for (const useCase of APPLICATION_CLASSES) bind(useCase).toSelf().inSingletonScope();
  });
