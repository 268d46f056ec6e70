/* @@opts: -s inline_foo.d */
/*
 * an inline defined by an earlier program of the same handle does not
 * capture this->foo or self->foo
 */

#pragma D option quiet

BEGIN
{
	this->foo = 1;
	self->foo = 2;
	printf("%d %d %d\n", this->foo, self->foo, foo);
	exit(0);
}
