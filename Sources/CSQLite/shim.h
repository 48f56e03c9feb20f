#ifndef NAVGRAPH_CSQLITE_SHIM_H
#define NAVGRAPH_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
