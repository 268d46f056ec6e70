/* an enum is int-sized */

#pragma D option quiet

enum color {
	RED,
	GREEN = 5,
	BLUE
};

BEGIN
{
	printf("%d\n", sizeof (enum color));
	exit(0);
}
