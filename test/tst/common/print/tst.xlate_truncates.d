/* print() of a translation whose member value is wider than the member */

#pragma D option quiet

typedef struct narrow {
	uint8_t lo;
	uint8_t pad;
} narrow_t;

translator narrow_t < int v > {
	lo = v;
};

BEGIN
{
	print(*xlate<narrow_t *>(0x1234));
	printf("\n");
	exit(0);
}
