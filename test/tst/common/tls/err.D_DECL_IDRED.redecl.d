/* a thread-local redeclared with another type */

self int x;
self string x;

BEGIN
{
	exit(0);
}
