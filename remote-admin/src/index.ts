// Async boundary: shared singletons are negotiated before anything loads React.
import('./bootstrap');
