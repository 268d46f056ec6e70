/* casting to a typedef */

#pragma D option quiet

typedef unsigned char tiny_t;

BEGIN
{
	printf("%d\n", (tiny_t)257);
	exit(0);
}
