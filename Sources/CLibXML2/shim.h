#ifndef NAVGRAPH_CLIBXML2_SHIM_H
#define NAVGRAPH_CLIBXML2_SHIM_H
// libxml2's SAX2 push parser, for the storyboard importer (headers from libxml2-dev; `pkg-config libxml-2.0`
// adds their folder to the include path).
#include <libxml/xmlversion.h>
// Debian builds libxml2 with ICU, whose headers then clash with the ICU copy inside Foundation. Only
// xmlCharEncodingHandler's private converter fields depend on it; the importer never touches that struct.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#endif
