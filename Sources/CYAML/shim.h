// libyaml, the reference C implementation of YAML, for XcodeGen's project.yml.
#include <yaml.h>
