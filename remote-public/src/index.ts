// Async boundary: shared singletons are negotiated before the standalone dev mount loads React.
import('./bootstrap');
