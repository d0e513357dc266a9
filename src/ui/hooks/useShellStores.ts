import { CartCountStore } from '../../application/shell/CartCountStore';
import { ConnectivityStore } from '../../application/shell/ConnectivityStore';
import { LoginDialogController } from '../../application/shell/LoginDialogController';
import { NavigationProgress } from '../../application/shell/NavigationProgress';
import { NotificationCountStore } from '../../application/shell/NotificationCountStore';
import { ToastCenter } from '../../application/shell/ToastCenter';
import { UserMetaStore } from '../../application/shell/UserMetaStore';
import { useObservable } from './useObservable';
import { useUseCase } from './useUseCase';

export const useCartCount = () => useObservable(useUseCase(CartCountStore).state$);
export const useNotificationCount = () => useObservable(useUseCase(NotificationCountStore).state$);
export const useOnline = () => useObservable(useUseCase(ConnectivityStore).state$);
export const useToasts = () => useObservable(useUseCase(ToastCenter).state$);
export const useProgress = () => useObservable(useUseCase(NavigationProgress).state$);
export const useLoginDialogState = () => useObservable(useUseCase(LoginDialogController).state$);
export const useLoginDialog = () => useUseCase(LoginDialogController);
export const useUserMetaStore = () => useUseCase(UserMetaStore);
