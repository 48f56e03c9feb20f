#ifndef NAVGRAPH_CZLIB_SHIM_H
#define NAVGRAPH_CZLIB_SHIM_H
#include <zlib.h>
#endif
