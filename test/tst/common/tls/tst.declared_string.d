/* a declared string thread-local */

#pragma D option quiet

self string s;

BEGIN
{
	self->s = "decl";
	printf("%s\n", self->s);
	exit(0);
}
