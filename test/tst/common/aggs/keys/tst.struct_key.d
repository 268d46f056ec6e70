/*
 * a struct is a valid aggregation key (the reference rejects only void
 * and dynamic keys); a 4-byte struct prints like a 4-byte integer key,
 * a larger one as the raw bytes
 */

#pragma D option quiet

struct s {
	int x;
};

struct t {
	int x;
	int y;
	char c[8];
};

struct s v;
struct t w;

BEGIN
{
	v.x = 7;
	w.x = 0x41;
	w.y = 1;
	@a[v] = count();
	@b[w] = count();
	exit(0);
}
