/* @@opts: -h -o /dev/null */
/* @@stderr: parameter is not declared in probe output prototype: m, parameter #1 */
/* a translated argument must name a native one */
provider bad {
	probe p(int n) : (int m);
};
